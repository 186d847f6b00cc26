/** What a refused or failed contact post hands back to the page that shows the form again. */
import type { ContactPageProps } from '../../../../views/pages/ContactPage';

export interface ContactOutcome {
  values: ContactPageProps['values'];
  error: NonNullable<ContactPageProps['error']>;
  status: number;
}
