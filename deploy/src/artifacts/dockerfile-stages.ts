import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DockerfileParser, type From, type Instruction } from 'dockerfile-ast';
import { imageDir } from './deploy-paths';

/** One stage of the Dockerfile: its FROM, its name and its instructions. */
export interface DockerfileStage {
  name: string;
  /** The image it starts from, build arguments' defaults filled in. */
  base: string;
  instructions: Instruction[];
}

export const dockerfilePath = path.join(imageDir, 'Dockerfile');

/** The Dockerfile's stages, in order. */
export function dockerfileStages(): DockerfileStage[] {
  const dockerfile = DockerfileParser.parse(readFileSync(dockerfilePath, 'utf8'));
  const defaults = new Map(
    dockerfile.getInitialARGs().flatMap((arg) => {
      const [name, value] = (arg.getArgumentsContent() ?? '').split('=');
      return name && value ? [[name, value] as const] : [];
    }),
  );
  const stages: DockerfileStage[] = [];
  for (const instruction of dockerfile.getInstructions()) {
    if (instruction.getKeyword() === 'FROM') {
      const from = instruction as From;
      const image = from.getImage() ?? '';
      const base = image.replace(/^\$\{(\w+)\}$/, (_whole, name: string) => defaults.get(name) ?? image);
      stages.push({ name: from.getBuildStage() ?? String(stages.length), base, instructions: [] });
    } else stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
}

/** A stage's instructions of one keyword (COPY, RUN, USER…), as their argument text. */
export const instructionsOf = (stage: DockerfileStage, keyword: string) =>
  stage.instructions.filter((instruction) => instruction.getKeyword() === keyword).map((instruction) => instruction.getArgumentsContent() ?? '');
