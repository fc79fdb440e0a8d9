// Reads what the deployment tests check: deploy/kubernetes/*.yaml as Kubernetes models, the
// environment the container starts with, and the Dockerfile's instructions.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseAllDocuments } from "yaml";
import { Deployment, type IDeployment } from "kubernetes-models/apps/v1/Deployment";
import {
  HorizontalPodAutoscaler,
  type IHorizontalPodAutoscaler,
} from "kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler";
import {
  PodDisruptionBudget,
  type IPodDisruptionBudget,
} from "kubernetes-models/policy/v1/PodDisruptionBudget";
import { ConfigMap, type IConfigMap } from "kubernetes-models/v1/ConfigMap";
import { Service, type IService } from "kubernetes-models/v1/Service";

export const root = fileURLToPath(new URL("../../..", import.meta.url));
export const manifestDir = path.join(root, "deploy", "kubernetes");

/** The kinds deploy/kubernetes/ may hold, each with its schema (kubernetes-models). */
const MODELS: Record<string, { new (data: never): { validate(): void } }> = {
  "apps/v1 Deployment": Deployment,
  "v1 ConfigMap": ConfigMap,
  "v1 Service": Service,
  "policy/v1 PodDisruptionBudget": PodDisruptionBudget,
  "autoscaling/v2 HorizontalPodAutoscaler": HorizontalPodAutoscaler,
};

export type Document = { file: string; object: { apiVersion?: string; kind?: string } };

/** Every YAML document of the manifest files (kustomization.yaml is kustomize's, not the cluster's). */
export function readDocuments(): Document[] {
  return manifestFiles().flatMap((file) =>
    parseAllDocuments(readFileSync(path.join(manifestDir, file), "utf8")).flatMap((document) => {
      if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0].message}`);
      const object = document.toJS() as Document["object"] | null;
      return object ? [{ file, object }] : [];
    }),
  );
}

export function manifestFiles(): string[] {
  return readdirSync(manifestDir)
    .filter((file) => /\.ya?ml$/.test(file) && file !== "kustomization.yaml")
    .sort();
}

/** Throws the schema's message when the document is not a valid object of its kind. */
export function validate({ file, object }: Document): void {
  const Model = MODELS[`${object.apiVersion} ${object.kind}`];
  if (!Model) throw new Error(`${file}: no schema for ${object.apiVersion} ${object.kind}`);
  try {
    new Model(object as never).validate();
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}

export type Manifests = {
  deployment: IDeployment;
  service: IService;
  pdb: IPodDisruptionBudget;
  hpa: IHorizontalPodAutoscaler;
  configMaps: IConfigMap[];
};

export function manifests(documents = readDocuments()): Manifests {
  const all = (kind: string) => documents.filter(({ object }) => object.kind === kind).map((d) => d.object);
  const one = (kind: string) => {
    const found = all(kind);
    if (found.length !== 1) throw new Error(`expected one ${kind}, found ${found.length}`);
    return found[0] as never;
  };
  return {
    deployment: one("Deployment"),
    service: one("Service"),
    pdb: one("PodDisruptionBudget"),
    hpa: one("HorizontalPodAutoscaler"),
    configMaps: all("ConfigMap") as IConfigMap[],
  };
}

export function siteContainer(deployment: IDeployment) {
  const containers = deployment.spec?.template.spec?.containers ?? [];
  if (containers.length !== 1) throw new Error(`expected one container, found ${containers.length}`);
  return containers[0];
}

/**
 * The environment the site's container starts with, as Kubernetes builds it: the image's ENV, then
 * the ConfigMaps of `envFrom`, then `env` (the Secret's keys are the operator's, not checked here).
 */
export function containerEnv(m: Manifests, imageEnv: Record<string, string>): Record<string, string> {
  const container = siteContainer(m.deployment);
  const env = { ...imageEnv };
  for (const source of container.envFrom ?? []) {
    if (!source.configMapRef) continue;
    const configMap = m.configMaps.find(({ metadata }) => metadata?.name === source.configMapRef?.name);
    if (!configMap)
      throw new Error(`envFrom names ConfigMap ${source.configMapRef.name}, not in the manifests`);
    Object.assign(env, configMap.data);
  }
  for (const variable of container.env ?? [])
    if (variable.value !== undefined) env[variable.name] = variable.value;
  return env;
}

export type Instruction = { stage: string; keyword: string; args: string };

/** The Dockerfile's instructions (continued lines joined, comments dropped), each with its stage's name. */
export function dockerfile(text = readFileSync(path.join(root, "Dockerfile"), "utf8")): Instruction[] {
  let stage = "";
  return text
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      const args = rest.join(" ");
      if (keyword.toUpperCase() === "FROM") stage = /\bAS\s+(\S+)$/i.exec(args)?.[1] ?? args;
      return { stage, keyword: keyword.toUpperCase(), args };
    });
}

/** The instructions of the stage the image runs (the last one). */
export function runtimeStage(instructions = dockerfile()): Instruction[] {
  const last = instructions.filter(({ keyword }) => keyword === "FROM").at(-1)?.stage;
  return instructions.filter(({ stage, keyword }) => stage === last && keyword !== "FROM");
}

/** The runtime stage's `ENV K=V …`. */
export function imageEnv(instructions = dockerfile()): Record<string, string> {
  return Object.fromEntries(
    runtimeStage(instructions)
      .filter(({ keyword }) => keyword === "ENV")
      .flatMap(({ args }) => args.split(/\s+/).map((pair) => pair.split("=", 2) as [string, string])),
  );
}
