import { CommonResource } from './common-resource.js';
import { ResourceLabel } from './resource-label.js';
import { ThemeLabel } from './theme-label.js';
import { TutorialInfo } from './tutorial-info.js';
import { TutorialThemeLabel } from './tutorial-theme-label.js';
import { TypeKey } from './type-key.js';

/** The common resource library, its labels, the type dictionary and tutorials (SPEC §1). */
export const resourceEntities = [
  CommonResource,
  ResourceLabel,
  ThemeLabel,
  TypeKey,
  TutorialInfo,
  TutorialThemeLabel,
];
