import { Alert, Button, Code, Stack, Table } from '@chakra-ui/react';
import { DOWNLOAD_READY } from '@practice/sdk';
import { AppDialog, notify, saveWorkbook } from '@practice/ui-kit';
import { ISSUED_NOTE, type IssuedAccount, passwordFileName, passwordSheet } from './initial-passwords.js';

export interface InitialPasswordsDialogProps {
  /** The accounts just given a password; closed when empty. */
  accounts: readonly IssuedAccount[];
  /** The list can be saved as a workbook (an import's many accounts). */
  downloadable?: boolean;
  onClose: () => void;
}

/**
 * The passwords an add, an import or a reset gave, shown this once (the server keeps only hashes): each
 * account's user name and password, and for an import a workbook of them to hand out.
 */
export function InitialPasswordsDialog({ accounts, downloadable, onClose }: InitialPasswordsDialogProps) {
  const download = async () => {
    await saveWorkbook(passwordSheet(accounts), passwordFileName(new Date()), { sheetName: '初始密码' });
    notify('success', DOWNLOAD_READY);
  };
  return (
    <AppDialog
      open={accounts.length > 0}
      onClose={onClose}
      title="初始密码"
      size={accounts.length > 1 ? 'medium' : 'small'}
      footer={
        <>
          {downloadable && (
            <Button variant="outline" onClick={() => void download()}>
              下载初始密码
            </Button>
          )}
          <Button colorPalette="brand" onClick={onClose}>
            我已记下
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{ISSUED_NOTE}</Alert.Title>
        </Alert.Root>
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label="初始密码">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>姓名</Table.ColumnHeader>
                <Table.ColumnHeader>账号</Table.ColumnHeader>
                <Table.ColumnHeader>初始密码</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {accounts.map((a) => (
                <Table.Row key={a.cUserName}>
                  <Table.Cell>{a.cRealName}</Table.Cell>
                  <Table.Cell>{a.cUserName}</Table.Cell>
                  <Table.Cell>
                    <Code>{a.cPassword}</Code>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>
    </AppDialog>
  );
}
