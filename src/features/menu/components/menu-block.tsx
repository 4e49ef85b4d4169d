import { memo } from 'react';
import './menu.css';

export interface MenuBlockPart {
  /** The category's title and its menus' names, as one line of text. */
  text: string;
  /** The category's height as last seen (or estimated). */
  height: number;
}

export interface MenuBlockProps {
  block: number;
  parts: readonly MenuBlockPart[];
  register: (block: number, el: HTMLElement | null) => void;
}

/**
 * Ten categories far from the screen, none of them built: one box holding, for each category, a
 * box of its height with its title and its menus' names as text. The page then holds two
 * elements per far category instead of the four of a section standing in, and the browser looks
 * at one box per ten categories on each scrolled frame (the block is skipped as a whole off
 * screen); find-in-page still finds every menu at its category's place, scrolls there, and the
 * block opens into its sections as it comes near.
 */
export const MenuBlock = memo(function MenuBlock({ block, parts, register }: MenuBlockProps) {
  const height = parts.reduce((sum, part) => sum + part.height, 0);
  return (
    <div
      ref={(el) => register(block, el)}
      className="menu-block"
      aria-busy="true"
      style={{ containIntrinsicSize: `auto ${height}px` }}
    >
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a part is its category's place in the block
        <p key={index} className="menu-block-part" style={{ blockSize: `${part.height}px` }}>
          {part.text}
        </p>
      ))}
    </div>
  );
});
