/**
 * Keys for cart writes made on the server: one per rendered page, which its forms extend with
 * what they write (views/cart/write-key.ts), and one for a form posted by a page from before keys.
 * A stored page hands its key to every visitor it is sent to: the marketplace keeps keys per session.
 */
import { randomBytes } from 'node:crypto';

export const newWriteKey = () => randomBytes(18).toString('base64url');
