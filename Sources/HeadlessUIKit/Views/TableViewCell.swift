import HeadlessUI

/// One row of a ``TableView``. Subclass it and add labels to ``contentView``, or use ``textLabel``.
@MainActor
open class TableViewCell: View {
  public let reuseIdentifier: String?
  public let contentView = View()

  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init()
    addSubview(contentView)
  }

  /// The cell's main text, added to the content view on first use.
  public private(set) lazy var textLabel: Label = {
    let label = Label()
    contentView.insertSubview(label, at: 0)
    return label
  }()

  /// A secondary text below the main one, added to the content view on first use.
  public private(set) lazy var detailTextLabel: Label = {
    let label = Label()
    contentView.addSubview(label)
    return label
  }()

  /// Called before the table hands the cell out again; reset what `cellForRow` sets.
  open func prepareForReuse() {}
}
