import { Alert, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { TAP_TARGET_PX } from '@practice/sdk';
import {
  type AttendanceTodayModel,
  FencePosition,
  SignInKind,
  type SignInKindValue,
} from '@practice/sdk/contract';
import { Loading, notify, StatusTag, useSending } from '@practice/ui-kit';
import { useId, useState } from 'react';
import { useRead } from '../../../data/reads.js';
import { uploaderFor } from '../../../files/uploads.js';
import { TodayCard } from '../../../pages/today/today-card.js';
import { callOperation } from '../../entity-list/index.js';
import { ATTENDANCE_TODAY } from './attendance-reads.js';
import { deviceId } from './device-id.js';
import { LocateError, locate } from './geolocation.js';

const uploadPhoto = uploaderFor('internship');

/**
 * The student's sign-in card's model, shared by every piece of the page that needs it (one request); `asked`
 * false: not asked (a role without sign-ins).
 */
export const useAttendanceToday = (asked = true) => useRead(asked ? ATTENDANCE_TODAY : null);

type SignIn = AttendanceTodayModel['signIns'][number];

/** 上班 until it is signed, then 下班; null once both are. */
export function nextKind(signIns: readonly SignIn[]): SignInKindValue | null {
  const has = (kind: number) => signIns.some((s) => s.fSignInKind === kind);
  if (!has(SignInKind.arrive)) return SignInKind.arrive;
  if (!has(SignInKind.leave)) return SignInKind.leave;
  return null;
}

const timeOf = (value: string) => value.slice(11, 16);

function SignedLine({ s }: { s: SignIn }) {
  return (
    <HStack gap="2" wrap="wrap" fontSize="sm" data-testid="signed-line">
      <StatusTag enumDef={SignInKind} value={s.fSignInKind} />
      <Text>{timeOf(s.tSignInTime)}</Text>
      {s.fDistance !== null && <Text>距实习地点 {s.fDistance} 米</Text>}
      <StatusTag enumDef={FencePosition} value={s.fFencePosition} />
    </HStack>
  );
}

/**
 * 今日签到 (issue 29, part 2), on the student's today page and 我的考勤: one large button for the next
 * sign-in (上班, then 下班) and a smaller 外出. The position is asked for at the tap; the distance and inside or
 * outside the fence are the server's answer, shown under the button once signed.
 */
export function SignInCard() {
  const today = useAttendanceToday();
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { sending, send } = useSending();
  const photoId = useId();
  const model = today.value;
  if (today.status === 'failed' && !model)
    return (
      <TodayCard title="今日签到" testId="today-sign-in">
        <Text color="fg.muted">签到信息加载失败，请稍后刷新重试</Text>
      </TodayCard>
    );
  if (!model) return <Loading size="sm" />;
  const { course } = model;
  if (!course)
    return (
      <TodayCard title="今日签到" testId="today-sign-in">
        <Text color="fg.muted">你当前没有需要签到的实习。</Text>
      </TodayCard>
    );

  const sign = async (kind: SignInKindValue) => {
    setProblem(null);
    if (course.fPhotoRequired && !photo) {
      setProblem('本实习要求签到时拍照，请先拍照再签到。');
      return;
    }
    await send(async () => {
      let fix: Awaited<ReturnType<typeof locate>>;
      try {
        fix = await locate();
      } catch (error) {
        setProblem(error instanceof LocateError ? error.message : '无法签到：获取位置失败，请重试。');
        throw error;
      }
      const cPhoto = photo ? await uploadPhoto(photo) : undefined;
      const signed = await callOperation('SignInAttendance', {
        fInternshipInfoId: course.fInternshipInfoId,
        fSignInKind: kind,
        ...fix,
        cDeviceId: deviceId(),
        ...(cPhoto ? { cPhoto } : {}),
      });
      setPhoto(null);
      const where = signed.fDistance === null ? '' : `，距实习地点 ${signed.fDistance} 米`;
      notify('success', `${SignInKind.labelOf(kind)}签到成功${where}`);
    });
  };

  const next = nextKind(model.signIns);
  // A rest day or a day on leave asks for no sign-in: the button stays (overtime, a leave cut short) but is
  // not the card's call to action there.
  const expected = course.fWorkDay && !course.fOnLeave;
  return (
    <TodayCard title="今日签到" testId="today-sign-in">
      <Text fontSize="sm" color="fg.muted">
        {course.cInternshipName} · 上班 {course.cArriveBy} 前 · 下班 {course.cLeaveFrom} 后
        {course.workPlace ? ` · ${course.workPlace.cPlace}（${course.fRadius} 米内）` : ''}
      </Text>
      {!course.workPlace && (
        <Text fontSize="sm" color="orange.fg">
          你的实习信息里还没有实习地点的坐标，签到会记为「未设置实习地点」，请先补全实习地点。
        </Text>
      )}
      {course.fOnLeave && <Text color="blue.fg">你今天已请假，无需签到。</Text>}
      {!course.fWorkDay && !course.fOnLeave && <Text color="fg.muted">今天不是上班日，加班时仍可签到。</Text>}
      {next !== null ? (
        <Button
          colorPalette="brand"
          variant={expected ? 'solid' : 'outline'}
          size="xl"
          minH="16"
          width="full"
          loading={sending}
          loadingText="正在定位…"
          onClick={() => void sign(next)}
        >
          {SignInKind.labelOf(next)}签到
        </Button>
      ) : (
        <Text>今天的上班、下班签到都已完成。</Text>
      )}
      <HStack gap="2">
        <Button
          flex="1"
          variant="outline"
          minH={`${TAP_TARGET_PX}px`}
          disabled={sending}
          onClick={() => void sign(SignInKind.out)}
        >
          外出签到
        </Button>
        <Button asChild flex="1" variant="outline" minH={`${TAP_TARGET_PX}px`}>
          <label htmlFor={photoId}>
            {photo ? '重新拍照' : course.fPhotoRequired ? '拍照（必须）' : '拍照（可选）'}
          </label>
        </Button>
        <Input
          id={photoId}
          type="file"
          accept="image/*"
          capture="environment"
          display="none"
          aria-label="签到照片"
          onChange={(e) => setPhoto(e.currentTarget.files?.[0] ?? null)}
        />
      </HStack>
      {photo && <Text fontSize="sm">已拍照：{photo.name}</Text>}
      {problem && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      <Stack gap="1" role="group" aria-label="今日已签到">
        {model.signIns.map((s) => (
          <SignedLine key={s.fAttendanceSignInId} s={s} />
        ))}
      </Stack>
    </TodayCard>
  );
}
