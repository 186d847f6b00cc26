import { Breadcrumb } from '../catalogue/Breadcrumb';
import { LinkList } from '../catalogue/LinkList';
import type { Crumb, LinkItem } from '../catalogue/types';
import * as SaveVehicleIsland from '../islands/SaveVehicle';
import { island } from '../render/island';

const SaveVehicle = island(SaveVehicleIsland);

export interface VehiclePageProps {
  heading: string;
  intro?: string;
  crumbs: Crumb[];
  /** Model facts (power, years, chosen KBA type) shown under the heading. */
  facts: string[];
  sections: { key: string; heading: string; items: LinkItem[] }[];
  /** Model page, editions with accounts, vehicle not saved yet: the save link/island. */
  saveVehicle?: { modelId: string; href: string; loginHref: string; accountHref: string };
}

/** All vehicles, manufacturer, series and model pages: a heading and lists of links one level down. */
export function VehiclePage({ heading, intro, crumbs, facts, sections, saveVehicle }: VehiclePageProps) {
  return (
    <article className="catalogue vehicle-page">
      <Breadcrumb crumbs={crumbs} />
      <h1>{heading}</h1>
      {intro ? <p>{intro}</p> : null}
      {facts.length ? <ul className="facts">{facts.map((fact) => <li key={fact}>{fact}</li>)}</ul> : null}
      {saveVehicle ? <SaveVehicle {...saveVehicle} /> : null}
      {sections.map((section) => <LinkList key={section.key} id={section.key} heading={section.heading} items={section.items} />)}
    </article>
  );
}
