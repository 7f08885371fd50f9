// As `import SwiftUI` does, importing this module gives apps Foundation and Observation (`@Observable`).
@_exported import Foundation
@_exported import Observation
