/** The reason a field was refused, beside it (the input names it with aria-describedby). */
import type { FieldProblem } from '../../contract/address-rules';
import { useShop } from '../context';

export const fieldErrorId = (name: string) => `checkout-${name}-error`;

export function FieldError({ name, problem, country }: { name: string; problem: FieldProblem | undefined; country: string }) {
  const { t } = useShop();
  if (!problem) return null;
  return <p className="checkout-field-error" id={fieldErrorId(name)}>{t(`checkout.fieldError.${problem}`, { country })}</p>;
}

/** The attributes that tie an input to its error. */
export function invalidProps(name: string, problem: FieldProblem | undefined): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return problem ? { 'aria-invalid': true, 'aria-describedby': fieldErrorId(name) } : {};
}
