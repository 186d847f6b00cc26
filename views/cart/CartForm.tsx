/** A plain POST form to the cart page (works without JavaScript); `action` picks the cart operation. */
import type { ReactNode } from 'react';
import { useShop } from '../context';
import { formWriteKey, usePageWriteKey } from './write-key';

/** The writes a key makes safe to send again: applied once, and asked after when no answer came. */
const KEYED = new Set<CartFormProps['action']>(['add', 'change', 'delete']);

export interface CartFormProps {
  action: 'add' | 'change' | 'delete' | 'replace' | 'optimise';
  fields?: Record<string, string>;
  className?: string;
  children: ReactNode;
}

export function CartForm({ action, fields = {}, className, children }: CartFormProps) {
  const { link } = useShop();
  const key = KEYED.has(action) ? formWriteKey(usePageWriteKey(), action, fields.lineId ?? fields.offerId) : undefined;
  return (
    <form method="post" action={link('Cart', {})} className={className}>
      <input type="hidden" name="action" value={action} />
      {key ? <input type="hidden" name="idempotencyKey" value={key} /> : null}
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
