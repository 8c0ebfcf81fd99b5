import { Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { SUBMIT_SUCCEEDED } from '@practice/sdk';
import { AppDialog, DialogActions, notify, type TableRow, useSending } from '@practice/ui-kit';
import { useEffect, useState } from 'react';
import { callOperation } from '../../../entity-list/index.js';
import { draftRefusal, shortOf, sizeRule, type TeamDraft, teamBody } from './team-members-pick.js';

/** 报名 (a new team of the project) or 编辑团队 (the caller's team, while it is not enrolled). */
export type TeamTarget = { project: TableRow; team?: TableRow };

const EMPTY: TeamDraft = { cTeamName: '', cSlogan: '', cDesc: '', members: [] };

/** 报名: the team is formed with its leader alone; classmates join by accepting invitations. */
function formed(project: TableRow) {
  const short = shortOf(project, 0);
  return short > 0
    ? `团队已创建。请在「我的项目 → 团队成员」邀请至少${short}名同学，人数达到要求后提交报名`
    : '团队已创建，可在「我的项目」中提交报名';
}

export interface TeamDialogProps {
  target: TeamTarget | null;
  /** After saving too: the lists showing the team refresh through the write itself (src/data). */
  onClose: () => void;
}

/**
 * The team form: its name, slogan and introduction. The caller leads the team; classmates are invited from
 * 团队成员 and join when they accept (the server puts nobody into a team without their yes).
 */
export function TeamDialog({ target, onClose }: TeamDialogProps) {
  const [draft, setDraft] = useState<TeamDraft>(EMPTY);
  const { sending, send } = useSending();
  useEffect(() => {
    const team = target?.team;
    setDraft({
      cTeamName: String(team?.cTeamName ?? ''),
      cSlogan: String(team?.cSlogan ?? ''),
      cDesc: String(team?.cDesc ?? ''),
      members: [],
    });
  }, [target]);
  if (!target) return null;
  const { project, team } = target;
  const save = async () => {
    const refusal = draftRefusal(draft, project);
    if (refusal) {
      notify('warning', refusal);
      return;
    }
    const { fStudentUserIds, ...values } = teamBody(draft);
    const sent = await send(() =>
      team
        ? callOperation('EditProjectTeam', {
            cProjectTeamId: String(team.cProjectTeamId),
            ...values,
          } as never)
        : callOperation('AddProjectTeamWithStudent', {
            cProjectInfoId: String(project.cProjectInfoId),
            ...values,
            fStudentUserIds,
          } as never),
    );
    if (!sent) return;
    notify('success', team ? SUBMIT_SUCCEEDED : formed(project));
    onClose();
  };
  return (
    <AppDialog
      open
      onClose={onClose}
      title={
        team
          ? `编辑团队 - ${String(project.cProjectName ?? '')}`
          : `报名 - ${String(project.cProjectName ?? '')}`
      }
      size="small"
      footer={
        <DialogActions
          onCancel={onClose}
          confirmLabel={team ? '保存' : '创建团队'}
          onConfirm={() => void save()}
          loading={sending}
        />
      }
    >
      <Stack gap="4" data-testid="team-dialog">
        <Field.Root required>
          <Field.Label>
            团队名称 <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={draft.cTeamName}
            maxLength={50}
            placeholder="请输入团队名称"
            onChange={(e) => setDraft({ ...draft, cTeamName: e.target.value })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>团队口号</Field.Label>
          <Input
            value={draft.cSlogan}
            maxLength={100}
            onChange={(e) => setDraft({ ...draft, cSlogan: e.target.value })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>团队介绍</Field.Label>
          <Textarea
            value={draft.cDesc}
            maxLength={1000}
            rows={2}
            onChange={(e) => setDraft({ ...draft, cDesc: e.target.value })}
          />
        </Field.Root>
        {team ? null : (
          <Text fontSize="sm" color="fg.muted" data-testid="team-size-rule">
            {sizeRule(project)}。你是队长；创建后邀请同学，同学接受后加入团队，人数达到要求后提交报名。
          </Text>
        )}
      </Stack>
    </AppDialog>
  );
}
