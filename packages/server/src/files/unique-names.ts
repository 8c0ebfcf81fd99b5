/**
 * Names that must not collide, compared without case because Windows and macOS unpack 'A.pdf' and 'a.pdf'
 * onto the same file: a second 'name.pdf' becomes 'name (2).pdf', a third 'name (3).pdf'.
 */
export class UniqueNames {
  private readonly taken = new Set<string>();

  claim(name: string): string {
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; this.taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${extension}`;
    this.taken.add(candidate.toLowerCase());
    return candidate;
  }
}
