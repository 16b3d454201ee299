import type { PostListView } from "@dealer/core"

/** The blog or news list: one card per post with its cut title and description. */
export function PostList({ list }: { readonly list: PostListView }) {
  return (
    <main className="content-page post-list">
      <h1>{list.title}</h1>
      {list.cards.length === 0 ? (
        <p>{list.emptyText}</p>
      ) : (
        <ul className="post-list__cards">
          {list.cards.map((card) => (
            <li key={card.href} className="post-card">
              <h2 className="post-card__title">
                <a href={card.href}>{card.title}</a>
              </h2>
              <p className="post-card__date">
                <time dateTime={card.dateTime}>{card.published}</time>
              </p>
              {card.description ? <p className="post-card__description">{card.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}
