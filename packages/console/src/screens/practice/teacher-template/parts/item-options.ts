import { templateOptionsProblem } from '@practice/sdk';
import { dropdownOptions } from '@practice/ui-kit';

/*
 * A dropdown item keeps its options in cFilePath (SPEC §3): JSON label/value pairs, shown as label, value and
 * score unit, or a list split by ; or the full-width ；. The form refuses what the SDK's
 * templateOptionsProblem refuses, as the server does.
 */

export const OPTIONS_HINT =
  '填写 JSON 标签/值对，如 [{"label":"优秀","value":90},{"label":"良好","value":80}]；或用 ; 或 ； 分隔选项，如 饱满；良好；一般';

/** The choices as the student will read them (优秀 90分、良好 80分), for the form to show while typing. */
export const optionsPreview = (source: string | null | undefined) =>
  templateOptionsProblem(source) === null
    ? dropdownOptions(source)
        .map((option) => option.label)
        .join('、')
    : '';
