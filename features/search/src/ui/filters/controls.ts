import {
  AGREEMENT_CODE_BY_PARAMETER,
  type AssetAgreementCode,
  type BooleanParameterName,
  type MultiValueParameterName,
  type ParameterName,
  type ParameterValueOf,
} from '@lightbox/core/search';
import type { FilterOptionKind } from '../../service';

/** Parameters holding one text value: one of a list, or free text. */
export type SingleValueParameterName = {
  [N in ParameterName]: ParameterValueOf<N> extends string ? N : never;
}[ParameterName];

/** The controls of one kind (`Control` narrowed by `kind`). */
export type ControlOf<K extends Control['kind']> = Extract<Control, { kind: K }>;

/**
 * The filter panel, as data: which control each parameter gets and in what order. A section
 * shows only when the availability table allows its parameter for the current site and scope.
 * Parameters set by other parts of the page (phrase box, type tabs, sort, pages, "more like
 * this" links, search by image) are not here; when set they appear as removable chips.
 */
export type Control =
  | { param: SingleValueParameterName; kind: 'radio' }
  | { param: MultiValueParameterName; kind: 'checkboxes' }
  | { param: BooleanParameterName; kind: 'switch' }
  | {
      param: 'premiumaccess' | 'easyaccess' | 'editorialsubscription';
      kind: 'agreement';
      code: AssetAgreementCode;
    }
  | { param: MultiValueParameterName; kind: 'options'; source: FilterOptionKind }
  | { param: 'recency'; kind: 'recency' }
  | { param: '_colorindex'; kind: 'color' }
  | { param: 'videodurationmin'; kind: 'duration' }
  | { param: 'contributor'; kind: 'text' };

export const FILTER_CONTROLS: readonly Control[] = [
  { param: 'editorialproducts', kind: 'radio' },
  { param: 'mediatype', kind: 'radio' },
  { param: 'assetfiletype', kind: 'radio' },
  { param: 'license', kind: 'radio' },
  { param: 'recency', kind: 'recency' },
  { param: 'events', kind: 'options', source: 'events' },
  { param: 'specificpeople', kind: 'options', source: 'people' },
  { param: 'numberofpeople', kind: 'checkboxes' },
  { param: 'ageofpeople', kind: 'checkboxes' },
  { param: 'ethnicity', kind: 'checkboxes' },
  { param: 'orientations', kind: 'checkboxes' },
  { param: 'imagesize', kind: 'radio' },
  { param: '_colorindex', kind: 'color' },
  { param: 'bwonly', kind: 'switch' },
  { param: 'compositions', kind: 'checkboxes' },
  { param: 'mood', kind: 'radio' },
  { param: 'imagetechnique', kind: 'checkboxes' },
  { param: 'viewpoint', kind: 'checkboxes' },
  { param: 'videodurationmin', kind: 'duration' },
  { param: 'filmdefinition', kind: 'checkboxes' },
  { param: 'framerate', kind: 'checkboxes' },
  { param: 'locations', kind: 'options', source: 'locations' },
  { param: 'collections', kind: 'options', source: 'collections' },
  { param: 'editorialsources', kind: 'options', source: 'collections' },
  { param: 'contributor', kind: 'text' },
  { param: 'releasestatus', kind: 'radio' },
  { param: 'alloweduse', kind: 'radio' },
  { param: 'agreements', kind: 'checkboxes' },
  { param: 'premiumaccess', kind: 'agreement', code: AGREEMENT_CODE_BY_PARAMETER.premiumaccess },
  { param: 'easyaccess', kind: 'agreement', code: AGREEMENT_CODE_BY_PARAMETER.easyaccess },
  {
    param: 'editorialsubscription',
    kind: 'agreement',
    code: AGREEMENT_CODE_BY_PARAMETER.editorialsubscription,
  },
  { param: 'istockexclusive', kind: 'switch' },
  { param: 'embeddable', kind: 'switch' },
  { param: 'excludenudity', kind: 'switch' },
  { param: 'groupbyevent', kind: 'switch' },
  { param: 'offlinecontent', kind: 'radio' },
  { param: 'phraseprocessing', kind: 'radio' },
];

/** Sections open when the panel first shows; any section with a value is open too. */
export const OPEN_BY_DEFAULT: readonly ParameterName[] = [
  'editorialproducts',
  'mediatype',
  'license',
  'orientations',
  'numberofpeople',
];

/** Parameters shown by their own controls (tabs, sort, pages) or steering corrections: never chips. */
export const INTERNAL_PARAMETERS: readonly ParameterName[] = [
  'page',
  'phrase',
  'assettype',
  'family',
  'sortorder',
  'suppresspeoplecorrection',
  'suppressfamilycorrection',
  'suppressphrasecorrection',
  'recommendconfig',
];
