import { Box, Button, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { enums } from '@practice/sdk/contract';
import { AppDialog, emptyLabel, Loading, type TableRow } from '@practice/ui-kit';
import { useLoaded } from '../../../../data/use-loaded.js';
import { fileUrl } from '../../../../files/uploads.js';
import { sdk } from '../../../../sdk.js';
import { downloadStoredFile } from '../../../kit/index.js';

/** The resume sections, in the order a company reads them. */
const SECTIONS: readonly [string, string][] = [
  ['cEducation', '教育经历'],
  ['cInternship', '实习经历'],
  ['cProjectExperience', '项目经历'],
  ['cSkills', '专业技能'],
  ['cCertificates', '获奖与证书'],
];

type Loaded = { resume: TableRow; base: TableRow };

/** A resume with its base details, read by its key: the student previewing, or a company reading one sent. */
function useResume(resumeId: string | null) {
  const loaded = useLoaded<Loaded>(
    resumeId ? `GetCloudResumeModel ${resumeId} with base` : null,
    async () => {
      const resume = await sdk.GetCloudResumeModel({ cCloudResumeId: resumeId ?? '' });
      const base = await sdk.GetCloudResumeBaseModel({
        cCloudResumeBaseId: String(resume.cCloudResumeBaseId),
      });
      return { resume: resume as TableRow, base: base as TableRow };
    },
    { reads: ['CloudResume', 'CloudResumeBase'] },
  );
  // A refusal was shown by the SDK; the dialog stays on its spinner until closed.
  return loaded.value ?? null;
}

const text = (value: unknown) => String(value ?? '').trim() || emptyLabel('text');

/** One resume as the company sees it: the person, their wishes, every section, the attachment. */
export function ResumeView({ resume, base, file }: Loaded & { file?: string }) {
  const attachment = file ?? String(resume.cFilePath ?? '');
  const facts = [
    enums.Sex.labelOf(base.fSex),
    base.tBirthday ? `${String(base.tBirthday).slice(0, 4)}年生` : '',
    base.cMajor,
    enums.EducationType.labelOf(base.fEducationType),
    base.tGraduateDate ? `${String(base.tGraduateDate).slice(0, 7)}毕业` : '',
  ].filter(Boolean);
  return (
    <Stack gap="4" data-testid="resume-view">
      <HStack gap="4" align="start">
        {base.cAvatar ? (
          <Image
            src={fileUrl(String(base.cAvatar))}
            alt="证件照"
            boxSize="20"
            objectFit="cover"
            borderRadius="md"
          />
        ) : null}
        <Stack gap="1" minW="0">
          <Heading size="md">{text(base.cRealName)}</Heading>
          <Text color="fg.muted">{facts.join(' · ')}</Text>
          <Text>
            {text(base.cMobile)} · {text(base.cEmail)}
          </Text>
          <Text>
            求职意向：{text(base.cJobIntention)}（{text(base.cExpectedCity)}，{text(base.cExpectedSalary)}）
          </Text>
        </Stack>
      </HStack>
      {SECTIONS.map(([key, title]) => (
        <Box key={key}>
          <Heading size="sm" borderBottomWidth="1px" paddingBottom="1" marginBottom="2">
            {title}
          </Heading>
          <Text whiteSpace="pre-wrap">{text(resume[key])}</Text>
        </Box>
      ))}
      <Box>
        <Heading size="sm" borderBottomWidth="1px" paddingBottom="1" marginBottom="2">
          自我评价
        </Heading>
        <Text whiteSpace="pre-wrap">{text(base.cSelfEvaluation)}</Text>
      </Box>
      <HStack>
        <Text>附件简历：</Text>
        {attachment ? (
          <Button size="xs" variant="outline" onClick={() => void downloadStoredFile(attachment)}>
            下载附件
          </Button>
        ) : (
          <Text color="fg.muted">{emptyLabel('file')}</Text>
        )}
      </HStack>
    </Stack>
  );
}

/** 简历预览 / 查看简历: a dialog over ResumeView, loading the resume by its key. */
export function ResumeDialog({
  resumeId,
  title,
  file,
  message,
  onClose,
}: {
  resumeId: string | null;
  title: string;
  /** The attachment as it was sent (an application's copy), instead of the resume's current one. */
  file?: string;
  /** The applicant's 求职留言 sent with an application: the poster reads it before the resume. */
  message?: string;
  onClose: () => void;
}) {
  const loaded = useResume(resumeId);
  return (
    <AppDialog open={!!resumeId} onClose={onClose} title={title} size="medium">
      {message === undefined ? null : (
        <Box marginBottom="4" data-testid="apply-message">
          <Heading size="sm" borderBottomWidth="1px" paddingBottom="1" marginBottom="2">
            求职留言
          </Heading>
          <Text whiteSpace="pre-wrap">{text(message)}</Text>
        </Box>
      )}
      {loaded ? <ResumeView {...loaded} {...(file === undefined ? {} : { file })} /> : <Loading />}
    </AppDialog>
  );
}
