/** Texts of the design lifecycle (spec 000 §4, §5, §8), shared by the orders service and the order pages. */
export const DESIGN_MESSAGES = {
  accepted: 'Accept design order success',
  rejected: 'Reject design order success',
  /** The UI's toast after uploadDesigns succeeds (spec 000 §5). */
  uploaded: 'Upload success',
  regenerated: 'Print files are being generated again',
  designNotFound: 'Design not found',
  fileNotFound: 'File not found',
  cannotAccept: (status: string) => `Designs cannot be accepted while the order is ${status}`,
  cannotReject: (status: string) => `Designs cannot be rejected while the order is ${status}`,
  designsNotReady: 'Every design must have a file and be Completed first',
  stillGenerating: 'The print file is still generating; regenerate once it is Completed or Error',
  cannotRegenerate: (status: string) => `Print files cannot be regenerated for an order that is ${status}`,
  cannotUpload: (status: string) => `Custom files cannot be uploaded for an order that is ${status}`,
  noUploads: 'Choose a file for at least one design',
  noFileYet: 'This design has no print file yet',
} as const;
