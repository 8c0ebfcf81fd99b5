import { describe, expect, it } from 'vitest';
import { uploadPolicy } from '../ops/specific/system/sts.js';

// Direct uploads to object storage skip the server's checks, so their credentials never reach the portal's
// public folders (the security issue's item 1: every upload path counts).
describe('the direct-upload policy', () => {
  it("allows writing under the caller's folder, never into its public folders", () => {
    const policy = JSON.parse(uploadPolicy('b1', '华东/')) as {
      Statement: { Effect: string; Resource: string[] }[];
    };
    expect(policy.Statement).toEqual([
      expect.objectContaining({ Effect: 'Allow', Resource: ['acs:oss:*:*:b1/华东/*'] }),
      expect.objectContaining({
        Effect: 'Deny',
        Resource: [
          'acs:oss:*:*:b1/华东/rich-text*',
          'acs:oss:*:*:b1/华东/news*',
          'acs:oss:*:*:b1/华东/banners*',
        ],
      }),
    ]);
  });
});
