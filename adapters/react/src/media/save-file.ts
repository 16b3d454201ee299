/**
 * Saves a file the page holds (a generated PDF) under a file name, through a temporary download link.
 *
 * @example
 * saveFile(await api.generatePdf(car.slug), "2022-toyota-hilux-sr5-t1234.pdf")
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file)
  const link = document.createElement("a")
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The browser starts the download from the link's click; release the file once it has.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
