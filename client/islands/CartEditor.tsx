/** Chunk entry of the CartEditor island. */
import { CartEditorView } from '../../views/islands/CartEditorView';
import { mountWith } from '../mount';

export const mount = mountWith(CartEditorView);
