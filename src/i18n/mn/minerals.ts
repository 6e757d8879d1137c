import type { minerals as en } from '../en/minerals';

export const minerals: Record<keyof typeof en, string> = {
  'minerals.heading': 'Бидний эргэн тойрон дахь ашигт малтмал',
};
