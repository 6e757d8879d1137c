import type { ReactNode } from 'react';
import type { ZodType } from 'zod';
import type { ApiAnswer, ApiPath, Query, Site } from '@client/api-client';

export type Row = Record<string, unknown>;
export type Values = Record<string, unknown>;

/**
 * One row of the list at key `K` of what GET `P` answers: `ListRow<'/get/news', 'news'>` is a news
 * row (a route answering several shapes gives the rows of those that carry `K`); `S` names another site's route.
 */
export type ListRow<P extends ApiPath<'get', S>, K extends string, S extends Site = 'mm'> =
  ApiAnswer<P, 'get', S> extends infer A ? (A extends { [k in K]: readonly (infer R)[] } ? R : never) : never;

export interface Option {
  value: string;
  label: string;
  /** Icon choice fields show it instead of the label (the label stays as the accessible name). */
  icon?: ReactNode;
}

export type Encoding = 'multipart' | 'json';

export type FieldType =
  'text' | 'email' | 'textarea' | 'number' | 'select' | 'radio' | 'checkbox' | 'date' | 'image' | 'pdf' | 'video' | 'richtext' | 'icon';

export interface Field {
  name: string;
  label: string;
  type: FieldType;
  /** Shows the required mark (the schema decides what is really required). */
  required?: boolean;
  placeholder?: string;
  /** A hint under the input (e.g. '730x455 px'). */
  help?: string;
  /** select / radio / icon choices; `useOptions` is a hook for choices loaded from the API. */
  options?: Option[];
  useOptions?: () => Option[];
  /** Fields with the same group render in one fieldset with this legend (e.g. the two languages). */
  group?: string;
  /** Takes the whole form width (rich text, textareas). */
  wide?: boolean;
  /** image: largest file in MB (default 10). */
  maxMb?: number;
  /** image / pdf / video: the screen's own text for a file of the wrong type (default the kit's). */
  typeMessage?: string;
  /** richtext: the upload endpoint for editor images (POST multipart `image`, answers `{ url: [url] }`). */
  uploadPath?: Extract<ApiPath<'post'>, `/upload/${string}-image`>;
  /** Hides the field for some values or a mode (parent only for levels 2 and 3; no file in a rename-only edit). A hidden field's value is not sent. */
  visible?: (values: Values, mode: 'add' | 'edit') => boolean;
}

export interface Column<R = Row> {
  /** Header text. */
  label: string;
  /** Row key to show, or a render function for anything else (thumbnails, badges, links). */
  key?: string;
  render?: (row: R) => ReactNode;
  /** Narrow numeric column. */
  numeric?: boolean;
}

export interface ListSpec {
  /** GET path (`/get/news`): a route of the app (a typo fails tsc). */
  path: ApiPath<'get', Site>;
  /** Key of the rows in the answer (`news`). */
  key: string;
  /** The spec's page-size choices; the first listed default is `defaultLimit`. Omit for an unpaged list. */
  pageSizes?: readonly number[];
  defaultLimit?: number;
  /** Fixed query parameters (filters add their own). */
  query?: Query;
  /** Unpaged lists only: the rows of the answer this screen shows (two lists over one call, e.g. board and main member logos). */
  rows?: (row: Row) => boolean;
}

/** A resource described as data: the generic table and form do the rest. */
export interface Resource<R = Row> {
  /** Cache key and test id (`news`). */
  name: string;
  site?: Site;
  /** The id property of a row (`id`, `cid` for menus). */
  idKey?: string;
  list: ListSpec;
  columns: Column<R>[];
  fields: Field[];
  /** The SAME zod schemas the server validates with (from `src/shared`); `update` defaults to `insert`. */
  schema: { insert: ZodType; update?: ZodType };
  endpoints: { insert: ApiPath<'post', Site>; update: ApiPath<'post', Site>; delete?: ApiPath<'delete', Site>; deleteParam?: string };
  /** Request body of insert/update (default multipart, with upload progress); per mode for e.g. a JSON rename. */
  encoding?: Encoding | { insert: Encoding; update: Encoding };
  /** Values of an empty form (`account` is the signed-in admin: e.g. publisher defaults to the admin). */
  defaults: (ctx: { account?: { first_name: string | null; last_name: string | null } }) => Values;
  /** Form values of a row being edited (default: the row's values for the form's fields, booleans of selects as text). */
  fromRow?: (row: R) => Values;
  /** The spec's delete confirmation text. */
  confirmDelete: (row: R) => string;
  /** Empty-state text of the list. */
  empty: string;
  /** Toasts and texts of saves and deletes (`errorMs` also times the delete error); `loadError` replaces the empty text when the list fails to load. */
  messages?: {
    /** One text, or one per mode (an add and an edit on the same resource). */
    saved?: string | { insert: string; update: string };
    savedMs?: number;
    errorMs?: number;
    error?: (message: string) => string;
    deleteError?: string;
    loadError?: string;
  };
  /**
   * A 200 answer that is still a refusal (the member-company save answers a taken e-mail with a
   * message and no member): the text to show as the failure, or null when the save went through.
   */
  refused?: (answer: unknown) => string | null;
  /** Other GET paths whose cached answers change with this resource (`/get/dashboard`). */
  invalidates?: ApiPath<'get'>[];
}
