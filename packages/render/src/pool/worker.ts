import { renderPrintFile, type RenderJob, type RenderResult } from '../print-file/render-print-file';

/** Piscina task: render one print file inside a worker thread. */
export default function render(job: RenderJob): Promise<RenderResult> {
  return renderPrintFile(job);
}
