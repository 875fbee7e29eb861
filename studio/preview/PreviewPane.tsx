import type { PreviewPaneProps } from '../contracts';

/** Interface placeholder: the device frames arrive in the preview's own commit (studio/preview/). */
export function PreviewPane(_props: PreviewPaneProps) {
  return null;
}
