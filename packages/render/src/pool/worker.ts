import { renderPrintFile, type RenderJob, type RenderResult } from '../print-file/render-print-file';
import { inputOfJob, type MockupJob } from '../mockups/job';
import { renderMockupInThread, type RenderedMockup } from '../mockups/render-mockup';

/** Piscina task: render one print file inside a worker thread. */
export default function render(job: RenderJob): Promise<RenderResult> {
  return renderPrintFile(job);
}

/** Piscina task `renderMockup`: render one mockup image inside a worker thread. */
export function renderMockup(job: MockupJob): Promise<RenderedMockup> {
  return renderMockupInThread(inputOfJob(job));
}
