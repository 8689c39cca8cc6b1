import type { BoardPost } from '@bet/core/boards';
import { SafeHtml } from '../design-system/SafeHtml.js';
import { PostBody, PostButton, PostList } from './boards.styles.js';

/** The selected post: its title and the server's HTML, sanitised. */
export function PostContent({ post }: { readonly post: BoardPost }) {
  return (
    <PostBody aria-label={post.title} data-testid="board-post">
      <h3>{post.title}</h3>
      <SafeHtml html={post.contents} />
    </PostBody>
  );
}

/** Titles as buttons; on mobile the selected post opens inline under its title (spec 2). */
export function PostTitles({
  posts,
  selectedId,
  inline,
  onSelect,
  label,
}: {
  readonly posts: readonly BoardPost[];
  readonly selectedId: number | null;
  readonly inline: boolean;
  readonly onSelect: (id: number) => void;
  readonly label: string;
}) {
  return (
    <PostList aria-label={label}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostButton
            type="button"
            $selected={post.id === selectedId}
            aria-pressed={post.id === selectedId}
            onClick={() => onSelect(post.id)}
          >
            {post.title}
          </PostButton>
          {inline && post.id === selectedId ? <PostContent post={post} /> : null}
        </li>
      ))}
    </PostList>
  );
}
