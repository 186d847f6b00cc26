/**
 * A sentence naming an order or part number, the number kept on one line: the order pages break
 * long words anywhere (an address must not overflow a phone), and "SP-261127-WMD424-1" split at a
 * hyphen or mid-word reads as two numbers.
 */
export function WithNumber({ text, number }: { text: string; number: string }) {
  const at = number ? text.indexOf(number) : -1;
  if (at < 0) return <>{text}</>;
  return <>{text.slice(0, at)}<span className="order-number">{number}</span>{text.slice(at + number.length)}</>;
}
