import { Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { AppDialog, DialogActions, notify, OptionSelect, type TableRow } from '@practice/ui-kit';
import { useEffect, useState } from 'react';
import { sdk } from '../../../../sdk.js';
import { callOperation } from '../../../entity-list/index.js';
import { JOB_KEY } from './job-chain.js';

const MESSAGE_MAX = 500;

export interface ApplyDialogProps {
  /** The post applied to; closed when null. */
  post: TableRow | null;
  /** After 投递成功! too: the post's row refreshes through the write itself (src/data). */
  onClose: () => void;
}

/**
 * 投递简历: the student picks one of their own resumes (我的简历) and may leave a message. Without a resume
 * the dialog says where to write one. The server checks the rest (recruiting, deadline, once per post).
 */
export function ApplyDialog({ post, onClose }: ApplyDialogProps) {
  const [resumes, setResumes] = useState<{ value: string; label: string }[] | null>(null);
  const [resume, setResume] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!post) return;
    setResume('');
    setMessage('');
    setError('');
    setResumes(null);
    sdk.GetCloudResumePageList({ pageNumber: 1, pageSize: 100 }).then(
      (page) => {
        const own = page.List.map((r) => ({ value: String(r.cCloudResumeId), label: String(r.cResumeName) }));
        setResumes(own);
        if (own.length === 1 && own[0]) setResume(own[0].value);
      },
      () => setResumes([]),
    );
  }, [post]);

  const send = async () => {
    if (!post) return;
    if (!resume) return setError('请选择简历');
    setSending(true);
    try {
      await callOperation('AddCloudRecruitmentApply', {
        [JOB_KEY]: String(post[JOB_KEY]),
        cCloudResumeId: resume,
        cMessage: message.trim() || null,
      });
      notify('success', '投递成功!');
      onClose();
    } catch {
      // The SDK showed the server's reason (已投递过, 已结束招聘 ...).
    } finally {
      setSending(false);
    }
  };

  return (
    <AppDialog
      open={!!post}
      onClose={onClose}
      title={`投递简历：${String(post?.cJobName ?? '')}`}
      size="small"
      footer={
        <DialogActions
          onCancel={onClose}
          confirmLabel="投递"
          onConfirm={send}
          loading={sending}
          disabled={!resumes?.length}
        />
      }
    >
      <Stack gap="4">
        <Text color="fg.muted">{String(post?.cCompanyName ?? '')}</Text>
        {resumes && !resumes.length ? (
          <Text color="fg.warning">还没有简历，请先在「我的简历」中创建简历后再投递</Text>
        ) : (
          <Field.Root required invalid={!!error}>
            <Field.Label>
              投递简历
              <Field.RequiredIndicator />
            </Field.Label>
            <OptionSelect
              options={resumes ?? []}
              value={resume}
              onChange={(v) => {
                setResume(v);
                setError('');
              }}
              placeholder="请选择简历"
              aria-label="投递简历"
            />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
        )}
        <Field.Root>
          <Field.Label>求职留言</Field.Label>
          <Textarea
            value={message}
            maxLength={MESSAGE_MAX}
            onChange={(e) => setMessage(e.target.value)}
            placeholder="请输入求职留言（选填）"
          />
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}
