/** A plain POST form to the cart page (works without JavaScript); `action` picks the cart operation. */
import type { ReactNode } from 'react';
import { useShop } from '../context';

export interface CartFormProps {
  action: 'add' | 'change' | 'delete' | 'replace' | 'optimise';
  fields?: Record<string, string>;
  className?: string;
  children: ReactNode;
}

export function CartForm({ action, fields = {}, className, children }: CartFormProps) {
  const { link } = useShop();
  return (
    <form method="post" action={link('Cart', {})} className={className}>
      <input type="hidden" name="action" value={action} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
