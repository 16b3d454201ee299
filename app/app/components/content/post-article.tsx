import type { PostPageView } from "@dealer/core"

/** One blog or news post in full. */
export function PostArticle({ post }: { readonly post: PostPageView }) {
  return (
    <main className="content-page post-page">
      <p className="content-page__back">
        <a href={post.back.href}>{post.back.label}</a>
      </p>
      <article>
        <h1>{post.title}</h1>
        <p className="post-card__date">
          <time dateTime={post.dateTime}>{post.published}</time>
        </p>
        {post.body.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </article>
    </main>
  )
}
