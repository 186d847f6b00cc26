/** An item's page: who it is assigned to, and the other agents who have it open (the opening of this one noted). */
import type { DeskClaims, DeskItemKind } from '../../../contract/calls/desk-claims';
import type { Db } from '../db/connection';
import { assigneeOf, type Agent } from './assignments';
import { openItem } from './openings';

export async function claimsOf(db: Db, kind: DeskItemKind, id: number, agent: Agent, now = new Date()): Promise<DeskClaims> {
  const openedBy = await openItem(db, kind, id, agent, now);
  return { assignee: await assigneeOf(db, kind, id), openedBy };
}
