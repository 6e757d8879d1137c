/** The admin kit: everything a screen needs. See README.md. */
export type { Column, Encoding, Field, FieldType, ListRow, ListSpec, Option, Resource, Row, Values } from './types';
export { DataTable, ListFrame, type Paging } from './DataTable';
export { ResourceForm, valuesFromRow } from './ResourceForm';
export { ListFormScreen, ListFormSections, type Filters, type ListFormSection } from './ListFormScreen';
export { useListPage, type ListResource } from './paging';
export { PagedList, type ListControls } from './PagedList';
export { Pagination, PageSizeSelect } from './Pagination';
export { ScreenHeader } from './ScreenHeader';
export { FieldControl } from './fields/FieldControl';
export type { FieldProps } from './fields/FieldProps';
export { Modal } from './Modal';
export { useConfirm } from './confirm';
export { useToast, TOAST_MS } from './toast';
export { useApiGet, useResourceList, useDeleteRow, useInvalidate, listKey } from './data';
export { formatDateTime, isoDay } from './dates';
export { postForm, toFormData, fileKindOk, FILE_RULES, VIDEO_MAX_BYTES } from './upload';
export { useAccount } from '../session';
export { t } from '../i18n';
