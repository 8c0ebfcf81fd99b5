/*
 * Compile-time tests: `tsc` (the typecheck script) fails if any @ts-expect-error below stops being an error,
 * i.e. if the generated types ever stop rejecting a wrong query, body or result use. Never executed.
 */
import { createSdk } from '../src/index.js';

const sdk = createSdk();

export async function typedCalls() {
  // Queries: known fields with their wire types.
  const page = await sdk.GetSchoolPageList({
    pageNumber: 1,
    pageSize: 10,
    cSchoolName: '大学',
    sortOrder: 'desc',
  });
  const name: string = page.List[0]!.cSchoolName;
  const schoolId: string = page.List[0]!.fSchoolId;
  const total: number = page.TotalCount;

  // @ts-expect-error sortOrder is 'asc' | 'desc'
  await sdk.GetSchoolPageList({ sortOrder: 'down' });
  // @ts-expect-error sortName is a whitelist of sortable fields
  await sdk.GetSchoolPageList({ sortName: 'cPassword' });
  // @ts-expect-error pageSize is a number
  await sdk.GetSchoolPageList({ pageSize: 'ten' });
  // @ts-expect-error the Model read needs its key
  await sdk.GetSchoolModel({});

  // Bodies: required fields are required, types are checked.
  await sdk.AddSchool({ cSchoolName: '复旦大学', cSchoolCode: 'FDU' });
  // @ts-expect-error cSchoolCode is required on Add
  await sdk.AddSchool({ cSchoolName: '复旦大学' });
  // @ts-expect-error ids are a list
  await sdk.DeleteSchoolIDS({ ids: ['b3d8addf72194399b08aaaf17685ef93'][0] });
  // Ids are opaque strings (the production back end's 32 hex characters), never numbers.
  await sdk.DeleteSchoolIDS({ ids: ['b3d8addf72194399b08aaaf17685ef93'] });
  // @ts-expect-error an id is a string
  await sdk.DeleteSchoolIDS({ ids: [1] });
  // @ts-expect-error a key in a query is a string too
  await sdk.GetSchoolModel({ fSchoolId: 1 });
  // @ts-expect-error Edit needs the key
  await sdk.EditSchool({ cSchoolName: '改名' });

  // Results: Content is typed.
  const login = await sdk.LoginCheck({ cUserName: 'admin', cPassword: '123456' });
  const token: string = login.token;
  // @ts-expect-error Content of LoginCheck has no user field
  login.user;

  // Uploads take a file; their result is the whole FileList response.
  const uploaded = await sdk.BatchUpload({
    file: new Blob(['x']),
    fileName: 'a.txt',
    query: { folder: 'news' },
  });
  const list: unknown[] = uploaded.FileList;
  // @ts-expect-error an upload needs a file
  await sdk.BatchUpload({ query: { folder: 'news' } });

  // Unknown operations do not exist.
  // @ts-expect-error no such operation
  await sdk.GetNothingPageList();

  return [name, schoolId, total, token, list];
}
