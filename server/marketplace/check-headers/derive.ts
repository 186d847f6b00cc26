export { deriveCheck } from '../../../contract/check';
