// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as shop from './index';
import type { HostScreenProps, ScreenProps } from './screen';

const shopDir = fileURLToPath(new URL('.', import.meta.url));
const read = (file: string) => readFileSync(join(shopDir, file), 'utf8');

/** The shop's modules, tests and the contract itself (`HostScreenProps`) aside; paths under src/shop. */
const sourceFiles = readdirSync(shopDir, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== 'screen.ts',
);

/** Every props interface written on the screen contract (`export interface <Name>Props extends ScreenProps`). */
const contractProps = sourceFiles.flatMap((file) =>
  [...read(file).matchAll(/export interface (\w+)Props extends ScreenProps\b/g)].map((match) => ({
    component: match[1] ?? '',
    file,
  })),
);

const exported = shop as Record<string, unknown>;
const screenExports = Object.keys(exported).filter((name) => name.endsWith('Screen'));

describe('the shop’s screens (docs/decisions/0210-one-screen-contract.md)', () => {
  it('finds the screens the site routes to', () => {
    // A floor, not the list: a new screen passes this test unchanged.
    expect(screenExports).toEqual(
      expect.arrayContaining(['CheckoutScreen', 'OrderDetailsScreen', 'AdminOrdersScreen']),
    );
    expect(contractProps.length).toBe(screenExports.length);
  });

  it('names every component written on the screen contract `*Screen`, beside its props, and exports it', () => {
    for (const { component, file } of contractProps) {
      expect(component, file).toMatch(/Screen$/);
      expect(read(file), file).toMatch(new RegExp(`export function ${component}\\(`));
      expect(typeof exported[component], component).toBe('function');
    }
  });

  it('writes the props of every exported `*Screen` on the screen contract', () => {
    const onContract = new Set(contractProps.map((props) => props.component));
    for (const name of screenExports) {
      expect(typeof exported[name], name).toBe('function');
      expect(onContract.has(name), `${name}Props extends ScreenProps`).toBe(true);
    }
  });

  it('exports a screen under another name only as a deprecated alias', () => {
    const index = read('index.ts');
    const screens = new Set(screenExports.map((name) => exported[name]));
    const aliases = Object.keys(exported).filter((name) => !name.endsWith('Screen') && screens.has(exported[name]));
    expect(aliases).toEqual(expect.arrayContaining(['Checkout', 'OrderDetails']));
    for (const alias of aliases) {
      expect(index, alias).toMatch(new RegExp(`/\\*\\* @deprecated [^*]*\\*/\\nexport const ${alias} = \\w+Screen;`));
    }
  });

  it('lets a host pass its one props object to every screen (checked by tsc)', () => {
    type Shop = typeof shop;
    type ScreenName = Extract<keyof Shop, `${string}Screen`>;
    type PropsOf<Component> = Component extends (props: infer Props) => unknown ? Props : never;
    /** The props a screen shares with the contract: the host's object must fit each of them. */
    type HostPart<Props> = Pick<Props, Extract<keyof Props, keyof ScreenProps>>;
    type Misfits = {
      [Name in ScreenName]: PropsOf<Shop[Name]> extends ScreenProps
        ? HostScreenProps extends HostPart<PropsOf<Shop[Name]>>
          ? never
          : Name
        : Name;
    }[ScreenName];
    expectTypeOf<ScreenName>().not.toBeNever();
    expectTypeOf<Misfits>().toBeNever();
  });
});
