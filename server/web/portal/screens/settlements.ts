/**
 * The portal's settlements screen: the shop's commission (read only) and its monthly settlements,
 * with each one's PDF and CSV and the operator's invoice for its commission (PDF, XML); another
 * shop's settlement is not found.
 */
import { PortalSettlementsPage } from '../../../../views/portal/SettlementsPage';
import { notFound, portalPage, portalScreen } from '../area';

export const portalSettlementsScreen = portalScreen({
  path: '/settlements',
  guard: 'member',
  async load({ who }) {
    const answer = await who.call('GET /portal/settlements');
    if (!answer.ok && answer.status !== 403) return who.unavailable();
    return portalPage(PortalSettlementsPage, {
      t: who.t, lang: who.lang, shopName: who.member.shopName, commission: answer.ok ? answer.answer.commission : null, settlements: answer.ok ? answer.answer.settlements : [], accountsOnly: !answer.ok,
    }, answer.ok ? 200 : 403);
  },
});

export const portalSettlementFileScreen = portalScreen({
  path: '/settlements/:file',
  guard: 'member',
  async load({ who, params }) {
    const match = /^(\d{1,12})\.(pdf|csv)$/.exec(params.file!);
    const invoice = /^(\d{1,12})-invoice\.(pdf|xml)$/.exec(params.file!);
    const answer = match ? await who.call('GET /portal/settlements/:id/document', { params: { id: match[1]! }, query: { format: match[2]! } })
      : invoice ? await who.call('GET /portal/settlements/:id/commission-invoice', { params: { id: invoice[1]! }, query: { format: invoice[2]! } }) : undefined;
    if (!answer || (!answer.ok && (answer.status === 404 || answer.status === 403))) return notFound;
    if (!answer.ok) return who.unavailable();
    return { kind: 'file', contentType: answer.answer.contentType, filename: answer.answer.filename, body: Buffer.from(answer.answer.base64, 'base64') };
  },
});
