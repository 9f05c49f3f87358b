import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script, no type declarations
import { findJava, launcherJar, parseJavaMajor } from './discover-emulators.mjs';

interface Candidate {
  bin: string;
  from: string;
}
const majors: Record<string, number | undefined> = {
  '/home/jdk17/bin/java': 17,
  '/usr/bin/java': 17,
  '/usr/lib/jvm/java-17/bin/java': 17,
  '/usr/lib/jvm/temurin-21/bin/java': 21,
  '/usr/lib/jvm/temurin-25/bin/java': 25,
  '/opt/jdk22/bin/java': 22,
};
const find = (candidates: Candidate[]) =>
  findJava(candidates, (bin: string) => majors[bin]) as { bin?: string; home?: string; missing?: boolean };
const jvm = (name: string): Candidate => ({ bin: `/usr/lib/jvm/${name}/bin/java`, from: '/usr/lib/jvm' });

describe('parseJavaMajor', () => {
  it('reads modern and 1.x version strings', () => {
    expect(parseJavaMajor('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(parseJavaMajor('openjdk version "25" 2025-09-16')).toBe(25);
    expect(parseJavaMajor('java version "1.8.0_381"')).toBe(8);
    expect(parseJavaMajor('no version here')).toBeUndefined();
  });
});

describe('findJava', () => {
  it('takes the highest JDK of the system folder when JAVA_HOME and PATH have an old one', () => {
    const java = find([
      { bin: '/home/jdk17/bin/java', from: 'JAVA_HOME' },
      { bin: '/usr/bin/java', from: 'PATH' },
      jvm('java-17'),
      jvm('temurin-21'),
      jvm('temurin-25'),
    ]);
    expect(java.bin).toBe('/usr/lib/jvm/temurin-25/bin/java');
    expect(java.home).toBe('/usr/lib/jvm/temurin-25');
  });

  it('prefers a Java ≥ 21 from JAVA_HOME or PATH over the system folder', () => {
    expect(find([{ bin: '/opt/jdk22/bin/java', from: 'PATH' }, jvm('temurin-25')]).bin).toBe('/opt/jdk22/bin/java');
  });

  it('says what it found when no Java is recent enough', () => {
    expect(find([{ bin: '/usr/bin/java', from: 'PATH' }, jvm('java-17')])).toMatchObject({
      missing: true,
      best: { major: 17 },
    });
    expect(find([])).toEqual({ missing: true, best: undefined });
  });
});

describe('launcherJar', () => {
  it('writes a jar whose manifest names the emulator class and the SDK jar', () => {
    const folder = mkdtempSync(join(tmpdir(), 'launcher-'));
    const jar = join(folder, 'launcher.jar');
    writeFileSync(jar, launcherJar('/sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar'));
    const unzip = ['/usr/bin/unzip', '/bin/unzip'].find((path) => existsSync(path));
    // Without unzip, Python's zipfile reads it the way java does (central directory first).
    const manifest = unzip
      ? execFileSync(unzip, ['-p', jar, 'META-INF/MANIFEST.MF'], { encoding: 'utf8' })
      : execFileSync(
          'python3',
          ['-c', 'import sys,zipfile;print(zipfile.ZipFile(sys.argv[1]).read("META-INF/MANIFEST.MF").decode())', jar],
          { encoding: 'utf8' },
        );
    const lines = manifest.split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line) <= 72)).toBe(true);
    const unfolded = manifest.replaceAll('\r\n ', '');
    expect(unfolded).toContain('Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\r\n');
    expect(unfolded).toContain(
      'Class-Path: file:///sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar\r\n',
    );
  });
});
