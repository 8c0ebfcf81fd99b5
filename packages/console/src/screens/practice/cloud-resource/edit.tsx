import { useSearchParams } from 'react-router-dom';
import { ResourceFormPage } from '../../kit/resource-form-page.js';

/** 编辑资源 (/practice/cloud-resource/edit?cCloudResourceId=): one cloud resource, its cover and file; empty to add. */
export default function EditCloudResourceScreen() {
  const [params] = useSearchParams();
  return (
    <ResourceFormPage
      entity="CloudResource"
      operation={params.get('cCloudResourceId') ? 'EditCloudResource' : 'AddCloudResource'}
    />
  );
}
