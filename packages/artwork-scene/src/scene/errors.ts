/** A layer that could not be drawn and why, in words an order's design log can show. */
export interface LayerProblem {
  layerId: string;
  layerTitle: string;
  message: string;
}

export function formatLayerProblem(problem: LayerProblem): string {
  return `Layer "${problem.layerTitle || problem.layerId}" (id ${problem.layerId}): ${problem.message}`;
}

/** Thrown when a scene cannot be built; `message` is one readable line per problem. */
export class SceneBuildError extends Error {
  constructor(readonly problems: readonly LayerProblem[]) {
    super(problems.map(formatLayerProblem).join('; '));
    this.name = 'SceneBuildError';
  }
}
