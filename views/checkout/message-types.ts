/** The messages with a part's shop on the order page: the conversation, a form refused (with what was typed and why), or one just sent. */
import type { OrderMessage } from '../../contract/calls/order-messages';

export const MESSAGE_PROBLEMS = ['text', 'photoNotImage', 'photoTooLarge', 'photoTooMany', 'unavailable'] as const;
export type MessageProblem = (typeof MESSAGE_PROBLEMS)[number];

export interface MessageFormState { part: string; text: string; problem: MessageProblem }

export interface PartMessagesProps { messages: OrderMessage[]; form: MessageFormState | null; sent: string | null }
