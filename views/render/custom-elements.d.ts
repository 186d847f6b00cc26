/** The island and behaviour marker elements, known to JSX. */
import 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'spareo-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        'data-name': string;
        'data-when': string;
        'data-id': string;
      };
      'spareo-behaviour': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        'data-name': string;
      };
    }
  }
}
