import { Box, ChakraProvider, defaultSystem, Heading, Table, Text } from '@chakra-ui/react';
import { APIS, DEFAULT_PLUGIN_BASE } from '@practice/sdk/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { summarise } from './catalogue-summary.js';

// Until the console shell is built (sign-in, menus, tabs), the start page shows what the contract covers.
function StartPage() {
  return (
    <Box maxW="720px" mx="auto" my="12" px="6">
      <Heading size="xl">新工科实践教学平台</Heading>
      <Text color="fg.muted" mt="2">
        管理控制台正在建设中。以下是已定义的接口契约，OpenAPI 文档见 /openapi/。
      </Text>
      <Table.Root mt="6" size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>接口</Table.ColumnHeader>
            <Table.ColumnHeader>路径前缀</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">实体</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">接口数</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {summarise().map((row) => (
            <Table.Row key={row.api}>
              <Table.Cell>{APIS[row.api].title}</Table.Cell>
              <Table.Cell>
                <a href={`/openapi/${row.api}.openapi.json`}>
                  {APIS[row.api].prefix.replace('{pluginBase}', DEFAULT_PLUGIN_BASE)}
                </a>
              </Table.Cell>
              <Table.Cell textAlign="end">{row.entities}</Table.Cell>
              <Table.Cell textAlign="end">{row.operations}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ChakraProvider value={defaultSystem}>
        <StartPage />
      </ChakraProvider>
    </StrictMode>,
  );
}
