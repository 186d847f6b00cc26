/**
 * A loader's answer is typed into its view: pageView refuses props the view does not take. The
 * refusals are checked by the compiler (npm run typecheck): each marked line must not compile.
 */
import { renderToString } from 'react-dom/server';
import { ErrorPage } from '../pages/ErrorPage';
import { pageView } from './page-view';

describe('pageView', () => {
  it('renders the view with the props it was given', () => {
    expect(renderToString(pageView(({ text }: { text: string }) => text, { text: 'Bremsscheibe' }).element)).toBe('Bremsscheibe');
  });

  it('refuses props that do not match the view', () => {
    const refused = () => [
      // @ts-expect-error a status is a number
      pageView(ErrorPage, { status: '404' }),
      // @ts-expect-error the status is missing
      pageView(ErrorPage, {}),
      // @ts-expect-error a prop the view does not take
      pageView(ErrorPage, { status: 404, title: 'Nicht gefunden' }),
    ];
    expect(typeof refused).toBe('function');
  });
});
