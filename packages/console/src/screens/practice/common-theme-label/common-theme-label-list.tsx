import { EntityListScreen } from '../../entity-list/index.js';

/**
 * 主题标签 (/practice/common-theme-label/common-theme-label-list): the labels the common resource library
 * files resources under, kept by administrators; their sort orders the label choice of the resource form.
 */
export default function CommonThemeLabelScreen() {
  return <EntityListScreen entity="ThemeLabel" />;
}
