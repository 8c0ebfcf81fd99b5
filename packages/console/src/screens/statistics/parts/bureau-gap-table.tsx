import { Badge, HStack, Link, Table } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { callOperation } from '../../entity-list/index.js';
import { type BureauCheck, fixesOf, type GapFix } from './bureau-gaps.js';

/** The students the bureau's check found with gaps: what each lacks, and the lists where it is filled. */
export function BureauGapTable({ gaps }: { gaps: BureauCheck['gaps'] }) {
  const navigate = useNavigate();
  // The 实习学生 list is the student's course's: the course is read when the link is followed.
  const openWithCourse = async (event: MouseEvent, fix: GapFix, studentId: string) => {
    event.preventDefault();
    try {
      const row = (await callOperation('GetInternshipStudentModel', { fInternshipStudentId: studentId })) as {
        fInternshipInfoId?: string;
      };
      navigate(fix.to(row.fInternshipInfoId));
    } catch {
      // The SDK has said why.
    }
  };
  return (
    <Table.Root size="sm" aria-label="缺少必填项的学生">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>学号</Table.ColumnHeader>
          <Table.ColumnHeader>姓名</Table.ColumnHeader>
          <Table.ColumnHeader>缺少</Table.ColumnHeader>
          <Table.ColumnHeader>去补全</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {gaps.map((gap) => (
          <Table.Row key={gap.fInternshipStudentId}>
            <Table.Cell>{gap.cNumber}</Table.Cell>
            <Table.Cell>{gap.cRealName}</Table.Cell>
            <Table.Cell>
              <HStack gap="1" wrap="wrap">
                {gap.missing.map((label) => (
                  <Badge key={label} colorPalette="orange" variant="subtle">
                    {label}
                  </Badge>
                ))}
              </HStack>
            </Table.Cell>
            <Table.Cell>
              <HStack gap="3" wrap="wrap">
                {fixesOf(gap).map((fix) => (
                  <Link
                    key={fix.title}
                    asChild
                    color="fg.info"
                    onClick={
                      fix.needsCourse
                        ? (e) => void openWithCourse(e, fix, gap.fInternshipStudentId)
                        : undefined
                    }
                  >
                    <RouterLink to={fix.to()}>{fix.title}</RouterLink>
                  </Link>
                ))}
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
