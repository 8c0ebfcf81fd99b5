import { Badge, Flex, Heading, Image, Stack, Text, Wrap } from '@chakra-ui/react';
import { SafeHtml, type TableRow } from '@practice/ui-kit';
import { useOperationResult } from '../../../data/use-loaded.js';
import { fileUrl } from '../../../files/uploads.js';
import { MissingScope, RecordDetails, useRouteScope } from '../../kit/index.js';
import { PROJECT_SCOPE } from './parts/camp-links.js';
import { enrolWindow, windowText } from './parts/enrol-window.js';
import { sizeRule } from './parts/team-members-pick.js';

const FACTS = ['cSchoolName', 'cCompanyName', 'tStartDate', 'tEndDate', 'fMaxTeam', 'fTeamCount'] as const;

const technologiesOf = (row: TableRow) =>
  String(row.cTechnologyNames ?? '')
    .split(/[,，、]/)
    .map((t) => t.trim())
    .filter(Boolean);

function ProjectDetails({ project }: { project: TableRow }) {
  const cover = typeof project.cCover === 'string' && project.cCover ? project.cCover : null;
  const technologies = technologiesOf(project);
  return (
    <Stack gap="5" data-screen="project-detail" minW="0">
      <Flex gap="5" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-start' }}>
        {cover ? (
          <Image
            src={fileUrl(cover)}
            alt="项目封面"
            w={{ base: 'full', md: '80' }}
            maxH="52"
            objectFit="cover"
            borderRadius="md"
          />
        ) : null}
        <Stack gap="3" minW="0" flex="1">
          <Heading size="lg" overflowWrap="anywhere">
            {String(project.cProjectName ?? '')}
          </Heading>
          <Wrap gap="2" aria-label="技术方向">
            {technologies.length ? (
              technologies.map((t) => (
                <Badge key={t} colorPalette="brand" variant="subtle">
                  {t}
                </Badge>
              ))
            ) : (
              <Text color="fg.muted">未设置技术方向</Text>
            )}
          </Wrap>
          <Text>
            报名时间：{windowText(project)}{' '}
            <Badge size="sm" colorPalette={enrolWindow(project) === '可报名' ? 'green' : 'gray'}>
              {enrolWindow(project)}
            </Badge>
          </Text>
          <Text>团队人数：{sizeRule(project)}</Text>
          {project.cSummary ? <Text color="fg.muted">{String(project.cSummary)}</Text> : null}
        </Stack>
      </Flex>
      <RecordDetails entity="ProjectInfo" row={project} keys={FACTS} />
      <Stack gap="2">
        <Heading size="sm">项目详情</Heading>
        {project.cDesc ? (
          <SafeHtml
            className="rich-text"
            overflowWrap="anywhere"
            css={{ '& img': { maxWidth: '100%' }, '& p': { marginBottom: '0.5em' } }}
            html={String(project.cDesc)}
          />
        ) : (
          <Text color="fg.muted">未填写</Text>
        )}
      </Stack>
    </Stack>
  );
}

/** 项目详情 (SPEC 2.3 project-edit, read-only for students): the project named in the route. */
export default function ProjectDetailScreen() {
  const scope = useRouteScope(PROJECT_SCOPE);
  const id = scope.values.cProjectInfoId;
  const { status, value: project } = useOperationResult<TableRow>(
    'GetProjectInfoModel',
    id ? { cProjectInfoId: id } : null,
  );
  if (!scope.complete) return <MissingScope />;
  if (status === 'failed') return <Text color="fg.muted">未找到该项目</Text>;
  if (!project) return null;
  return <ProjectDetails project={project} />;
}
