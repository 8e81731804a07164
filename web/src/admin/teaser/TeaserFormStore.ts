import {
  TEASER_NUMBERS,
  TEASER_TABS,
  newTeaser,
  teaserSchema,
  validateTeaser,
  type AdminTeaser,
  type TeaserNumber,
} from '../../../../domain/admin/teaserRules.ts';
import type { ImageRule } from '../../../../domain/admin/formValidator.ts';
import { isMultiTeaser } from '../../../../domain/presentation/teaser.ts';
import { getTeaser, saveTeaser, type AdminTeaserInput } from '../../api/adminTeaserApi.ts';
import type { RootStore } from '../../app/RootStore.ts';
import { AdminFormStore } from '../form/AdminFormStore.ts';
import type { TeaserFormValue } from './previewTeaser.ts';

/** The teaser as the form holds it: every field of admin-back-office §3 by its name, with the version read. */
export type TeaserForm = TeaserFormValue & { readonly _id?: string | null; readonly version?: number | null };

/** The store of the teaser form: the generic admin form store on the teaser's calls and rules. */
export type TeaserFormStore = AdminFormStore<TeaserForm>;

export function teaserSavedMessage(teaser: TeaserForm): string {
  const name = teaser['internalName'];
  return `Der Teaser ${typeof name === 'string' ? name : ''} wurde erfolgreich gespeichert`;
}

/** The form's store for the teaser with this id, or for a new one of the type in the create route's hash. */
export function createTeaserFormStore(root: RootStore, id: string | undefined, typeHash: string): TeaserFormStore {
  return new AdminFormStore<TeaserForm>(
    root,
    {
      entity: 'teaser',
      empty: () => ({ ...newTeaser(typeHash), published: { start: null, end: null } }),
      load: (api, teaserId) => getTeaser(api, teaserId),
      save: (api, value, teaserId) =>
        saveTeaser(api, { ...value, ...(teaserId === undefined ? {} : { _id: teaserId }) } as AdminTeaserInput),
      validate: (value) => validateTeaser(value as unknown as AdminTeaser),
      tabOf: tabOfField,
      savedMessage: teaserSavedMessage,
      failedMessage: 'Der Teaser wurde nicht gespeichert',
    },
    id,
  );
}

/** The tab a field sits on, for server errors (422) the browser's validator did not find. */
function tabOfField(field: string): string {
  if (field.startsWith('image')) return TEASER_TABS.images;
  if (
    ['published', 'fairSeries', 'fair', 'registrationState', 'relatedTask', 'fairType'].some(
      (name) => field === name || field.startsWith(`${name}.`),
    )
  )
    return TEASER_TABS.options;
  return TEASER_TABS.content;
}

/** The rules of the teaser's type by field: whether it is required, and an image's ratio and minimum size. */
export function teaserFieldRules(type: number) {
  const schema = teaserSchema(type);
  return {
    required: (field: string) =>
      schema.some((entry) => entry.field === field && entry.rules.some((rule) => rule.kind === 'required')),
    imageRule: (field: string): ImageRule | undefined =>
      schema.find((entry) => entry.field === field)?.rules.find((rule): rule is ImageRule => rule.kind === 'image'),
  };
}

/** The teasers a type shows: 1, 2 and 3 for a multi teaser, else only the first. */
export function teaserNumbersOf(type: number): readonly TeaserNumber[] {
  return isMultiTeaser(type) ? TEASER_NUMBERS : [1];
}
