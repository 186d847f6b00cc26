export * from '../../../contract/catalogue-path';
