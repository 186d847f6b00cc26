/**
 * The portal sends its pages as static markup, which leaves out the empty comments React puts
 * between two adjacent text nodes: an island whose view has such a pair cannot be hydrated from it.
 */
import { renderToString } from 'react-dom/server';
import FeedUpload from './FeedUpload';

test('the feed upload form, with its columns check box, renders no two adjacent text nodes', () => {
  const html = renderToString(
    <FeedUpload action="/portal/feeds" fileLabel="Datei" submitLabel="Hochladen" uploadingText="{{sent}} von {{total}}" failedText="Abgebrochen" lang="de-DE" checkColumnsLabel="Spalten vor dem Import prüfen" />,
  );
  expect(html).toContain('Spalten vor dem Import prüfen');
  expect(html).not.toContain('<!-- -->');
});
