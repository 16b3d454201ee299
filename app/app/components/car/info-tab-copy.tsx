import type { InfoTabBlockView } from "@dealer/core"

/** A tab's dealer copy: paragraphs and bulleted lists, as core hands them over. */
export function InfoTabCopy({ blocks }: { readonly blocks: ReadonlyArray<InfoTabBlockView> }) {
  return (
    <div className="info-tab-copy">
      {blocks.map((block, index) =>
        block.kind === "paragraph" ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )
      )}
    </div>
  )
}
