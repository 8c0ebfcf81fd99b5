import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { enums, formatFieldDate } from '@practice/sdk/contract';
import { Loading, SafeHtml, StatusTag } from '@practice/ui-kit';
import { useOperationResult } from '../../../data/use-loaded.js';
import { usePageRoute } from '../../../permission/index.js';
import { MissingScope, useRouteScope } from '../../kit/index.js';
import { PROJECT_SCOPE } from './parts/project-links.js';

type Project = Record<string, unknown>;

/** A project date the catalogue's way (the publication time with its time, the others date-only). */
const day = (project: Project, key: string) => formatFieldDate('ProjectInfo', key, project[key]) || '未填写';

/**
 * 项目通知 (…/notice-list?cProjectInfoId=): the contract has no notice entity, so the page shows what the
 * project announces to its teams, read only: its publication, enrolment window, run dates, team limits and
 * its announcement text (the rich description), as students read it.
 */
export default function ProjectNoticesScreen() {
  const route = usePageRoute();
  const scope = useRouteScope(PROJECT_SCOPE);
  const id = scope.values.cProjectInfoId;
  const { status, value: project } = useOperationResult<Project>(
    'GetProjectInfoModel',
    id ? { cProjectInfoId: id } : null,
  );
  if (!scope.complete) return <MissingScope />;
  if (status === 'failed') return <Text color="fg.muted">未获取到实训项目数据</Text>;
  if (!project) return <Loading />;
  const facts: [string, string][] = [
    ['发布时间', day(project, 'tPublishDate')],
    ['报名时间', `${day(project, 'tEnrollStartDate')} 至 ${day(project, 'tEnrollEndDate')}`],
    ['项目周期', `${day(project, 'tStartDate')} 至 ${day(project, 'tEndDate')}`],
    ['每队人数', `${String(project.fMinMember ?? '-')} ~ ${String(project.fMaxMember ?? '-')} 人`],
    ['团队数量', `已报名 ${String(project.fTeamCount ?? 0)} / 上限 ${String(project.fMaxTeam ?? '-')}`],
    ['合作企业', String(project.cCompanyName ?? '未填写')],
  ];
  return (
    <Stack gap="4" maxWidth="5xl" data-screen="project-notices">
      <Heading size="md">{route?.title ?? '项目通知'}</Heading>
      <Card.Root>
        <Card.Header>
          <Stack direction="row" align="center" gap="3" wrap="wrap">
            <Heading size="sm">{String(project.cProjectName ?? '')}</Heading>
            <StatusTag enumDef={enums.TrainingProjectStatus} value={project.fProjectStatus} />
          </Stack>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
              {facts.map(([label, text]) => (
                <Text key={label}>
                  <Text as="span" color="fg.muted">
                    {label}：
                  </Text>
                  {text}
                </Text>
              ))}
            </SimpleGrid>
            {project.cSummary ? <Text>{String(project.cSummary)}</Text> : null}
            <SafeHtml borderTopWidth="1px" pt="4" html={String(project.cDesc ?? '')} />
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
