import Coverage
import SampleRegistry

extension Architecture {
  /// The sample as the measuring modules know it: where its code is, not how to launch it.
  var sample: Sample {
    Sample(id: id, name: name, directory: directory, modules: modules, testModules: testModules)
  }
}
